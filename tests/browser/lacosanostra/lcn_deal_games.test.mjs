// tests/browser/lacosanostra/lcn_deal_games.test.mjs — two games at 1280x800 where a person offers the computer a deal: accepted in one (played to the end), declined in the other (played to the next move).
// The games, their seeds and what each checks: lcn_games.mjs.
import { describeGames } from './lcn_games.mjs';

describeGames('La Cosa Nostra by clicks and taps: a deal offered to a computer', ['dealAccepted', 'dealDeclined']);
