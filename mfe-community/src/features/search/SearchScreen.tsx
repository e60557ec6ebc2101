export function SearchScreen() {
  return (
    <main id="main">
      <h1>Search</h1>
    </main>
  );
}
