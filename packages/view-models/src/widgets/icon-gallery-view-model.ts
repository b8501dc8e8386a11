import { LOAD_ALL_SIZES } from '@worksite/paging';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';

/** Icons per gallery page (SPEC §2.10). */
export const ICON_GALLERY_PAGE_SIZE = LOAD_ALL_SIZES.iconGallery;

/** One icon of the gallery. */
export interface GalleryIcon {
  /** Icon key (what a menu's PcImageUrlStr names). */
  readonly name: string;
  readonly title: string;
}

/** The icon gallery page (SPEC §2.10): filtered by title, 72 per page. */
@injectable()
export class IconGalleryViewModel {
  icons: readonly GalleryIcon[] = [];
  filter = '';
  pageIndex = 1;

  readonly pageSize = ICON_GALLERY_PAGE_SIZE;

  constructor() {
    makeAutoObservable(this, { icons: observableRef }, { autoBind: true });
  }

  get filtered(): readonly GalleryIcon[] {
    const wanted = this.filter.trim().toLowerCase();
    return wanted === '' ? this.icons : this.icons.filter((i) => i.title.toLowerCase().includes(wanted));
  }

  get total(): number {
    return this.filtered.length;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get pageIcons(): readonly GalleryIcon[] {
    const start = (this.pageIndex - 1) * this.pageSize;
    return this.filtered.slice(start, start + this.pageSize);
  }

  setIcons(icons: readonly GalleryIcon[]): void {
    this.icons = icons;
    this.pageIndex = 1;
  }

  /** A new filter shows its first page. */
  setFilter(filter: string): void {
    this.filter = filter;
    this.pageIndex = 1;
  }

  setPage(pageIndex: number): void {
    this.pageIndex = Math.min(Math.max(1, Math.floor(pageIndex)), this.pageCount);
  }
}
