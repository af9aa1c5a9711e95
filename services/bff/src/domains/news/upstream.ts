// A post of the content site (WordPress REST), only the fields read here.

export interface WpPost {
  id: number;
  date: string;
  slug?: string;
  link?: string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  content?: { rendered?: string };
}
