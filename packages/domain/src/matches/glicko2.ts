// Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2013: glicko.net/glicko/glicko2.pdf),
// step by step as the paper writes it. A player is a rating, a rating deviation (RD) and a
// volatility; each rating period updates them from the period's results. Rally treats each
// approved match as one rating period of the players in it.

export type Glicko = { rating: number; rd: number; vol: number };
/** One result of the period: the opponent (for doubles, the opposing side's mean) and the score 1 win, 0 loss, 0.5 draw. */
export type GlickoResult = { opponent: Glicko; score: number };

export const GLICKO_DEFAULT: Glicko = { rating: 1500, rd: 350, vol: 0.06 };
/** The system constant τ: how much volatility may change (the paper suggests 0.3 to 1.2). */
export const GLICKO_TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's new rating after a rating period with these results (none: only the RD grows). */
export function glicko2Update(player: Glicko, results: readonly GlickoResult[], tau = GLICKO_TAU): Glicko {
  // Step 2: to the Glicko-2 scale.
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (results.length === 0) {
    const phiStar = Math.sqrt(phi * phi + player.vol * player.vol);
    return { rating: player.rating, rd: Math.min(phiStar * SCALE, GLICKO_DEFAULT.rd), vol: player.vol };
  }
  const opponents = results.map((r) => ({
    mu: (r.opponent.rating - 1500) / SCALE,
    phi: r.opponent.rd / SCALE,
    score: r.score,
  }));
  // Step 3: the estimated variance v; step 4: the improvement Δ.
  let vInverse = 0;
  let deltaSum = 0;
  for (const o of opponents) {
    const e = expected(mu, o.mu, o.phi);
    vInverse += g(o.phi) ** 2 * e * (1 - e);
    deltaSum += g(o.phi) * (o.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * deltaSum;
  // Step 5: the new volatility σ' (the Illinois algorithm of the paper).
  const a = Math.log(player.vol * player.vol);
  const f = (x: number) =>
    (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) / (2 * (phi * phi + v + Math.exp(x)) ** 2) -
    (x - a) / (tau * tau);
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  // Steps 6-8: the new RD and rating, back to the original scale.
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * deltaSum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}
