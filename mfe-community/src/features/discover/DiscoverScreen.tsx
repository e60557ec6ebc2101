export function DiscoverScreen() {
  return (
    <main id="main">
      <h1>Discover</h1>
    </main>
  );
}
