import autocannon from 'autocannon';
let i = 0;
const r = await autocannon({ url: 'http://127.0.0.1:4999' + process.argv[2], connections: 50, duration: 10,
  requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': `10.0.${(i>>8)&15}.${i++&255}` } }) }] });
console.log(process.argv[2], Math.round(r.requests.average), 'req/s', r.non2xx, 'non2xx', 'p50', r.latency.p50);
