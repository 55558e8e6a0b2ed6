// tests/browser/lacosanostra/lcn_people_games.test.mjs — three whole games of people only, every hand-off tapped: one game per
// size and input kind (phone touch at DPR 3, mouse at 1280x800, an 800x600 iframe), about 130, 80 and 60 s on a
// quiet 2-core machine. The games, their seeds and what each checks: lcn_games.mjs.
import { describeGames } from './lcn_games.mjs';

describeGames('La Cosa Nostra by clicks and taps: whole games of people only', ['people3', 'people4', 'people5']);
