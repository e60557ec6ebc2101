import styled from 'styled-components';

const Stars = styled.p`
  display: flex;
  gap: 2px;
  margin: 0;
  color: #b7791f;
`;

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/** Filled stars with one spoken label instead of five unnamed pictures. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, index) => (
        <svg key={index} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill={index < rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" />
        </svg>
      ))}
    </Stars>
  );
}
