"""The rules of ``_rules.Window`` in Lua: each take or give-back is one script that Redis runs whole.

A window is one string key: its fields in ``Window``'s order, separated by spaces (``-``: none).
Anything else at the key is an unknown window. The script is given the store's time (``ARGV[2]``),
so it needs no ``TIME``: it reads the key, and writes it only if the change changed it.
"""

from __future__ import annotations

from .._rate_limit import MAX_WAIT
from ._rules import ANSWER_POLL, ROOM_POLL, TURN_GUARD, UNSAID_END

__all__ = ["RULES"]

# The constants are _rules' own, written into the script: the two never disagree.
RULES = (
    f"""
local MAX_WAIT, ANSWER_POLL, ROOM_POLL = {MAX_WAIT!r}, {ANSWER_POLL!r}, {ROOM_POLL!r}
local TURN_GUARD, UNSAID_END = {TURN_GUARD!r}, {UNSAID_END!r}
"""
    + """local KEEP_MS = 900000
local function opt(value)
    if value == '-' then return nil end
    local number = tonumber(value)
    if number == nil or number ~= number or number == math.huge or number == -math.huge then error('bad') end
    return number
end
local function fmt(value)
    if value == nil then return '-' end
    return string.format('%.17g', value)
end
local function capped(seconds)
    if not (seconds > 0) then return 0 end
    return math.min(seconds, MAX_WAIT)
end

local w = {epoch = 0, taken = 0, asker_until = 0, confirmed = false, silent = false}
local stored = redis.call('GET', KEYS[1])
if stored then
    local f = {}
    for part in string.gmatch(stored, '%S+') do f[#f + 1] = part end
    local read = pcall(function()
        if #f ~= 10 then error('bad') end
        local limit = opt(f[1])
        if limit ~= nil and limit < 1 then error('bad') end
        w = {limit = limit, resets_at = opt(f[2]), closes_at = opt(f[3]), confirmed = f[4] == '1',
             epoch = opt(f[5]), taken = math.max(opt(f[6]), 0), length = opt(f[7]), asker_until = opt(f[9]),
             silent = f[10] == '1'}
        if f[8] ~= '-' then w.asker = f[8] end
        if w.epoch == nil or w.asker_until == nil then error('bad') end
    end)
    if not read then w = {epoch = 0, taken = 0, asker_until = 0, confirmed = false, silent = false} end
end

local function turn(now)
    if w.asker and (now >= w.asker_until or now + 3 * MAX_WAIT < w.asker_until) then w.asker = nil end
    if w.resets_at and w.resets_at > now + MAX_WAIT then
        w.resets_at = now + MAX_WAIT
        if w.closes_at then w.closes_at = math.min(w.closes_at, w.resets_at) end
    end
    while w.resets_at and now >= w.resets_at do
        w.epoch = w.epoch + 1
        w.taken = math.max(w.taken - (w.limit or 0), 0)
        w.confirmed, w.closes_at = false, nil
        if w.taken > 0 and w.length then w.resets_at = w.resets_at + w.length else w.resets_at = nil end
    end
end

local function take(now, lease, lease_seconds)
    turn(now)
    if w.silent then return {'slot', w.epoch, 1, '0', 0, 0} end
    if not w.limit then
        if w.asker and w.asker ~= lease then
            return {'wait', fmt(math.min(ANSWER_POLL, w.asker_until - now))}
        end
        w.asker, w.asker_until = lease, now + lease_seconds
        return {'slot', w.epoch, 1, '0', 0, 0}
    end
    local closes = w.closes_at or w.resets_at
    if closes and w.taken < w.limit and now >= closes - TURN_GUARD then w.taken = w.limit end
    local ahead = math.floor(w.taken / w.limit)
    if ahead == 0 then
        w.taken = w.taken + 1
        if w.resets_at then return {'slot', w.epoch, 0, '0', 0, w.taken} end
        return {'slot', w.epoch, 0, '0', 1, w.taken}
    end
    if not w.resets_at then return {'wait', fmt(ROOM_POLL)} end
    if ahead > 1 and not w.length then return {'wait', fmt(capped(w.resets_at - now) + ROOM_POLL)} end
    local starts = w.resets_at + (ahead - 1) * (w.length or 0)
    if starts - now > MAX_WAIT then return {'wait', fmt(capped(w.resets_at - now))} end
    local confirms = 0
    if w.taken % w.limit == 0 then confirms = 1 end
    w.taken = w.taken + 1
    return {'slot', w.epoch + ahead, 0, fmt(starts - now), confirms, w.taken}
end

local function answer(now, epoch, lease, has, limit, remaining, reset, retry_after, rejected, sent, sent_at,
                      opened, place)
    turn(now)
    if lease == w.asker then w.asker = nil end
    if not sent then
        if w.limit and w.taken > 0 and epoch == w.epoch + math.floor((w.taken - 1) / w.limit) then
            w.taken = w.taken - 1
        end
        return
    end
    if not has then return end
    if rejected then
        w.silent = false
        if not w.limit then
            if limit and limit > 0 then w.limit = limit else w.limit = 1 end
        end
        w.taken = math.max(w.taken, w.limit)
        local wait = retry_after
        if wait == nil then wait = reset end
        if wait == nil then wait = UNSAID_END end
        local ends = now + math.min(wait, MAX_WAIT)
        if opened and epoch == w.epoch then
            if not w.confirmed then
                local later = ends + (w.length or 0)
                if w.resets_at == nil or later > w.resets_at then w.resets_at = later end
                w.closes_at = nil
            end
            return
        end
        w.resets_at, w.closes_at, w.confirmed = ends, nil, true
        return
    end
    if remaining == nil then
        if w.limit == nil then
            w.silent = true
        elseif w.resets_at == nil and epoch == w.epoch then
            w.limit, w.taken, w.confirmed = nil, 0, false
        end
        return
    end
    w.silent = false
    if epoch ~= w.epoch then return end
    w.limit = math.max(limit or w.limit or 0, remaining + 1, 1)
    if reset == nil and w.resets_at == nil then
        w.taken = w.limit - remaining + math.max(w.taken - place, 0)
        if w.taken >= w.limit then w.resets_at = now + UNSAID_END end
    else
        w.taken = math.max(w.taken, w.limit - remaining)
    end
    if reset then
        local r = math.min(reset, MAX_WAIT)
        local trip = 0
        if sent_at then trip = math.min(math.max(now - sent_at, 0), r) end
        local ends = now + r
        local closes = ends - trip
        if w.confirmed and w.resets_at then
            closes = math.min(closes, w.closes_at or w.resets_at)
            ends = math.min(ends, w.resets_at)
        elseif w.resets_at and w.taken >= 2 * w.limit then
            ends = math.max(ends, w.resets_at)
        end
        w.resets_at, w.closes_at, w.confirmed = ends, math.min(closes, ends), true
        if opened then w.length = math.max(w.length or 0, r + trip + TURN_GUARD) end
    end
end

local op, now = ARGV[1], tonumber(ARGV[2])
local reply = 0
if op == 'take' then
    reply = take(now, ARGV[3], tonumber(ARGV[4]))
elseif op == 'answer' then
    answer(now, tonumber(ARGV[3]), ARGV[4], ARGV[5] == '1', opt(ARGV[6]), opt(ARGV[7]), opt(ARGV[8]),
           opt(ARGV[9]), ARGV[10] == '1', ARGV[11] == '1', opt(ARGV[12]), ARGV[13] == '1',
           tonumber(ARGV[14]))
else
    turn(now)
    if w.limit then reply = math.max(w.taken - w.limit, 0) end
    if w.asker then reply = reply + 1 end
end
local silent, confirmed = '0', '0'
if w.silent then silent = '1' end
if w.confirmed then confirmed = '1' end
local text = table.concat({fmt(w.limit), fmt(w.resets_at), fmt(w.closes_at), confirmed,
    string.format('%d', w.epoch), string.format('%d', w.taken), fmt(w.length), w.asker or '-',
    fmt(w.asker_until), silent}, ' ')
if text ~= stored then redis.call('SET', KEYS[1], text, 'PX', KEEP_MS) end
return reply
"""
)
