// tests/browser/lacosanostra/lcn_computer_games.test.mjs — three whole games of one person and computers at 800x600 in an iframe (the computers' acts cost frames, not taps).
// The games, their seeds and what each checks: lcn_games.mjs.
import { describeGames } from './lcn_games.mjs';

describeGames('La Cosa Nostra by clicks and taps: one person and computers', ['computers3', 'computers4', 'computers5']);
