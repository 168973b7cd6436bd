export interface TranslatedTitle {
  onet_code: string;
  title: string;
  score: number;
}

/** A military background read as civilian titles, skills and search keywords. */
export interface Translation {
  titles: TranslatedTitle[];
  skills: string[];
  keywords: string[];
}
