import {
  MAX_MEMBER_IMAGE_BYTES,
  MAX_MEMBER_VIDEO_BYTES,
  mediaKindOf,
  prepareMedia,
  releaseMedia,
  resolveMediaSrc,
  uploadRefusal,
  type PickedMedia,
} from './media';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:kept-for-this-visit');
  URL.revokeObjectURL = vi.fn();
});

describe('media', () => {
  it('tells images and videos apart and refuses anything else', async () => {
    expect(mediaKindOf(new File([''], 'a.jpg', { type: 'image/jpeg' }))).toBe('image');
    expect(mediaKindOf(new File([''], 'a.mov', { type: 'video/quicktime' }))).toBe('video');
    expect(await prepareMedia(new File([''], 'notes.pdf', { type: 'application/pdf' }))).toBeNull();
  });

  it('keeps a video in memory for this visit only, and frees it on release', async () => {
    const picked = new File(['x'], 'run.mp4', { type: 'video/mp4' });
    const video = await prepareMedia(picked);
    expect(video?.kind).toBe('video');
    // The file itself stays beside the preview: a member uploads it as picked.
    expect(video?.file).toBe(picked);
    expect(video?.src).toMatch(/^memory:/);
    expect(resolveMediaSrc(video?.src ?? '')).toBe('blob:kept-for-this-visit');

    releaseMedia(video?.src ?? '');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kept-for-this-visit');
    // What a reload looks like: the reference no longer resolves.
    expect(resolveMediaSrc(video?.src ?? '')).toBeUndefined();
  });

  it('keeps an image in memory when the browser cannot redraw it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('cannot decode'))),
    );
    const image = await prepareMedia(new File(['x'], 'odd.heic', { type: 'image/heic' }));
    expect(image?.src).toMatch(/^memory:/);
    vi.unstubAllGlobals();
  });

  it('passes data URLs and imported images through unchanged', () => {
    expect(resolveMediaSrc('data:image/webp;base64,AAAA')).toBe('data:image/webp;base64,AAAA');
    expect(resolveMediaSrc('/assets/sunrise.svg')).toBe('/assets/sunrise.svg');
  });

  it("refuses a member's photo over 10 MB and video over 100 MB, and takes them at the limit", () => {
    /** A picked file that says it has `size` bytes, without allocating them. */
    const picked = (kind: PickedMedia['kind'], size: number): PickedMedia => {
      const file = new File(['x'], kind === 'image' ? 'a.png' : 'a.mp4', {
        type: kind === 'image' ? 'image/png' : 'video/mp4',
      });
      Object.defineProperty(file, 'size', { value: size });
      return { id: 'a', kind, src: 'data:,', file };
    };
    expect(uploadRefusal(picked('image', MAX_MEMBER_IMAGE_BYTES))).toBeNull();
    expect(uploadRefusal(picked('image', MAX_MEMBER_IMAGE_BYTES + 1))).toBe(
      'A photo can be at most 10 MB. Choose a smaller one.',
    );
    // A video may be larger than a photo.
    expect(uploadRefusal(picked('video', MAX_MEMBER_IMAGE_BYTES + 1))).toBeNull();
    expect(uploadRefusal(picked('video', MAX_MEMBER_VIDEO_BYTES))).toBeNull();
    expect(uploadRefusal(picked('video', MAX_MEMBER_VIDEO_BYTES + 1))).toBe(
      'A video can be at most 100 MB. Choose a shorter one.',
    );
  });
});
