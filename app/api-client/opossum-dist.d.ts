// opossum's self-contained browser build (its package entry needs Node's 'events').
declare module 'opossum/dist/opossum.js' {
  import CircuitBreaker from 'opossum';
  export default CircuitBreaker;
}
