-- wrk script: POST a JSON body from env BODY, extra headers from env HDRS ("k: v|k2: v2"),
-- (the Authorization header comes through HDRS too), and print one machine-readable summary line (latencies in microseconds).
wrk.method = "POST"
wrk.body = os.getenv("BODY") or "{}"
wrk.headers["Content-Type"] = "application/json"
local h = os.getenv("HDRS") or ""
for kv in string.gmatch(h, "[^|]+") do
  local k, v = string.match(kv, "^%s*([^:]+):%s*(.-)%s*$")
  if k then wrk.headers[k] = v end
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRKJSON {"requests":%d,"duration_us":%d,"bytes":%d,"err_connect":%d,"err_read":%d,"err_write":%d,"err_status":%d,"err_timeout":%d,"mean_us":%.1f,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
