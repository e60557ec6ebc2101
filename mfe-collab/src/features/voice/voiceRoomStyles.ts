import styled from 'styled-components';

// The look of a voice room, the same for a guest's sample room and a member's served one.

export const Room = styled.section`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

export const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0;
`;

export const Participants = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Participant = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const ParticipantName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-right: auto;
`;

/** "Muted" (sample room) or "Listening" (a member without a microphone), with the mic-off icon. */
export const MicNote = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
