// mark.js ships an ES2015 build beside its main file; its API is the one @types/mark.js describes.
declare module 'mark.js/dist/mark.es6.js' {
  import Mark from 'mark.js';

  export default Mark;
}
