/** Chinese texts of the video panels (STYLE.md: one messages module per place that shows text). */
export const videoMessages = {
  notConfigured: '未配置视频流地址',
  invalidUrl: '视频流地址无效',
  rtspUnsupported: '浏览器无法直接播放 RTSP/RTMP 视频流，请配置 HLS（.m3u8）地址',
  unsupported: '当前浏览器不支持播放 HLS 视频流',
  loading: '视频加载中…',
  networkRetrying: '视频流连接中断，正在重试…',
  manifestInvalid: '视频流地址无法访问或不是有效的 HLS 流',
  codecUnsupported: '视频编码格式不受支持',
  mediaError: '视频解码失败',
  playFailed: '视频播放失败',
  clickToPlay: '点击播放视频',
} as const;
