/** Image extensions recognised by `isImageFileName` (lower case, no dot). */
export const IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'ico', 'svg', 'tif', 'tiff'];

/** Lower-case extension after the last dot of a file name (`'A.JPG'` → `'jpg'`), `''` when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** File name ending in an image extension, any letter case (`photo.PNG`). */
export function isImageFileName(fileName: string): boolean {
  return IMAGE_EXTENSIONS.includes(fileExtension(fileName));
}
