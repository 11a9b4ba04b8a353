/**
 * One atomic sliding-log step on a sorted set (score = time in ms, member = hit id), run by Redis as a
 * single script so N instances consuming at once allow exactly min(N, limit) (RateLimiter's contract).
 * The time is Redis's own clock (TIME), so instances with skewed clocks share one window.
 * Returns {allowed (1/0), remaining, retry-after ms}.
 */
export const SLIDING_WINDOW_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, limit - count - 1, 0}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, 0, tonumber(oldest[2]) + window - now}
`;
