/** Large-screen video panels (decision 0185). Import lazily: hls.js is loaded on first HLS playback. */
export { VideoPanel, type VideoPanelProps } from './video-panel';
export { videoMessages } from './video-messages';
