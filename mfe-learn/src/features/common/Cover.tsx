import styled from 'styled-components';

const HUES: Record<string, number> = { Compliance: 210, Pricing: 150, Contracts: 265, Branding: 320, Money: 45, Negotiation: 15, Nutrition: 95, Content: 185, Marketing: 235 };

const Box = styled.div<{ $hue: number }>`
  height: 5.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(135deg, hsl(${({ $hue }) => $hue} 70% 32%), hsl(${({ $hue }) => ($hue + 40) % 360} 65% 22%));
  display: flex;
  align-items: flex-end;
  padding: 0.6rem 0.75rem;
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.02em;
  font-size: 0.875rem;
`;

/** A drawn cover: the topic on its own colour (no image to download). */
export function Cover({ topic }: { topic: string | null }) {
  return (
    <Box $hue={HUES[topic ?? ''] ?? 200} aria-hidden="true">
      {topic ?? 'Pitchside Academy'}
    </Box>
  );
}
