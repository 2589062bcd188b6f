// page-flip 2.0.7 ships no types (its UMD build is what bundlers load).
// Only what the flipbook viewer uses is declared.
declare module "page-flip" {
  export type FlipCorner = "top" | "bottom";
  export type FlippingState = "user_fold" | "fold_corner" | "flipping" | "read";
  export type Orientation = "portrait" | "landscape";

  export interface FlipSetting {
    startPage: number;
    size: "fixed" | "stretch";
    width: number;
    height: number;
    minWidth: number;
    maxWidth: number;
    minHeight: number;
    maxHeight: number;
    drawShadow: boolean;
    flippingTime: number;
    usePortrait: boolean;
    startZIndex: number;
    autoSize: boolean;
    maxShadowOpacity: number;
    showCover: boolean;
    mobileScrollSupport: boolean;
    clickEventForward: boolean;
    useMouseEvents: boolean;
    swipeDistance: number;
    showPageCorners: boolean;
    disableFlipByClick: boolean;
  }

  export interface WidgetEvent<T = unknown> {
    data: T;
    object: PageFlip;
  }

  export class PageFlip {
    constructor(element: HTMLElement, settings: Partial<FlipSetting>);
    loadFromHTML(items: NodeListOf<HTMLElement> | HTMLElement[]): void;
    loadFromImages(images: string[]): void;
    update(): void;
    destroy(): void;
    flipNext(corner?: FlipCorner): void;
    flipPrev(corner?: FlipCorner): void;
    flip(page: number, corner?: FlipCorner): void;
    turnToPage(page: number): void;
    turnToNextPage(): void;
    turnToPrevPage(): void;
    getPageCount(): number;
    getCurrentPageIndex(): number;
    getState(): FlippingState;
    getOrientation(): Orientation;
    getSettings(): FlipSetting;
    on(event: "flip", callback: (event: WidgetEvent<number>) => void): PageFlip;
    on(event: "changeState", callback: (event: WidgetEvent<FlippingState>) => void): PageFlip;
    on(event: "changeOrientation", callback: (event: WidgetEvent<Orientation>) => void): PageFlip;
    on(event: "init" | "update", callback: (event: WidgetEvent<{ page: number; mode: Orientation }>) => void): PageFlip;
    off(event: string): void;
  }

  const pageFlip: { PageFlip: typeof PageFlip };
  export default pageFlip;
}
