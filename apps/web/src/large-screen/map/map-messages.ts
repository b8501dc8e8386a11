/** Chinese texts of the large-screen map (STYLE.md: one messages module per place that shows text). */
export const mapMessages = {
  searchPlaceholder: '搜索行政区，如：南山区',
  searchButton: '搜索',
  searchNoMatch: '未找到匹配的行政区',
  searchLoadFailed: '行政区数据加载失败',
  offlineBaseNotice: '离线底图（未配置地图服务密钥）',
  offlineBaseLoadFailed: '离线底图加载失败',
  tiandituAttribution: '© 天地图',
  mapAriaLabel: '项目地图',
  /** Hover title of a marker cluster. */
  clusterTitle: (count: number) => `${count} 个项目，点击放大`,
} as const;
