export const LEVEL_LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

export const FORMAT_LABELS: Record<string, string> = {
  course: 'Course',
  'video-course': 'Video course',
  article: 'Article',
  guide: 'Guide',
  template: 'Template',
  video: 'Video',
  podcast: 'Podcast',
  ebook: 'E-book',
};

export const LIBRARY_TYPES = ['article', 'guide', 'template', 'video', 'podcast', 'ebook'] as const;

export function formatLabel(format: string): string {
  return FORMAT_LABELS[format] ?? format;
}

export function formatMinutes(minutes: number | null | undefined): string {
  if (!minutes) return '';
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
