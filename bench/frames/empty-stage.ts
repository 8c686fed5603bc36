/**
 * The frame bench's baseline (bench only, never shipped): an empty Pixi stage with the Canvas 2D renderer, its ticker
 * rendering every frame, at the size and resolution given in the query (`?w=&h=&resolution=`). `window.__stageReady`
 * turns true once the renderer is up.
 */
import { Application } from 'pixi.js';

const params = new URLSearchParams(window.location.search);
const width = Number(params.get('w') ?? 960);
const height = Number(params.get('h') ?? 640);
const resolution = Number(params.get('resolution') ?? window.devicePixelRatio ?? 1);
const host = document.getElementById('stage') as HTMLDivElement;
host.style.width = `${width}px`;
host.style.height = `${height}px`;

const app = new Application();
await app.init({ preference: 'canvas', width, height, resolution, autoDensity: true, antialias: true, backgroundAlpha: 0 });
host.appendChild(app.canvas);
(window as unknown as { __stageReady: string }).__stageReady = app.renderer.name;
