/**
 * dist/widget.js: defines <tfplay-example>. Load it with a plain
 * <script src=".../widget.js" defer>; it finds the engine next to itself.
 */
import { defineWidget } from "./element";

defineWidget();
