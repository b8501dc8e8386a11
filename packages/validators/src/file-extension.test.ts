import { fileExtension, isImageFileName } from './file-extension';

describe('fileExtension', () => {
  it.each([
    ['photo.png', 'png'],
    ['PHOTO.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['trailing.', ''],
    ['', ''],
  ])('%s → %s', (name, expected) => expect(fileExtension(name)).toBe(expected));
});

describe('isImageFileName', () => {
  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a.bmp', 'a.webp', 'a.ico', 'a.svg', 'A.PNG', '现场照片.JPEG', 'x.y.tiff'])(
    'accepts %s',
    (name) => expect(isImageFileName(name)).toBe(true),
  );
  it.each([['a.pdf'], ['a.png.exe'], ['png'], ['a.docx'], ['a.'], ['']])('rejects %s', (name) =>
    expect(isImageFileName(name)).toBe(false),
  );
});
