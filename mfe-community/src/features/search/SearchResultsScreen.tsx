export function SearchResultsScreen() {
  return (
    <main id="main">
      <h1>Search results</h1>
    </main>
  );
}
