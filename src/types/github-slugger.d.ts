// github-slugger 1.x (the version Docusaurus itself uses) ships no types.
declare module 'github-slugger' {
  export function slug(value: string, maintainCase?: boolean): string;
}
