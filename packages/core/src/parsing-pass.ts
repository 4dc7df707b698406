/** A part of `islet-head.js`: `pending` says, reading no layout, whether it has anything to do. */
export interface ParsingPass {
  /**
   * The classes of the elements the pass works on. The parser inserting one of them (or a subtree
   * holding one) is what asks for a run; otherwise only the page's width does, while a scrollbar
   * may still appear and when it changes.
   */
  readonly classes: readonly string[];
  pending(): boolean;
  /**
   * Called in an animation frame, before that frame's paint: reads layout, then writes. Returns
   * `true` when it left work for a later run because the rest of the element is not parsed yet.
   */
  run(): boolean | void;
}
