/**
 * What the canvas games import first (src/app/routes.tsx), so the Pixi chunk is evaluated in a task of its own before
 * the screen's code. It names only classes every board uses: importing all of `pixi.js` would keep every export of
 * Pixi in the chunk.
 */
export { Container, Graphics } from 'pixi.js';
