/** Placeholder shell until the web-core issue renders the view-models. */
export function App() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
      <h1>智慧工地平台</h1>
      <p>后台界面正在建设中，接口服务位于 /prod-apiplus。</p>
    </main>
  );
}
