package amdgcn

import (
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// numberRef is number as it was before it scanned with local copies: the
// reference TestNumber and FuzzNumber hold it to.
func (p *lineParser) numberRef() (iv int64, fv float64, isFloat, ok bool) {
	st := p.i
	neg := false
	if p.peek() == '-' {
		neg = true
		p.i++
	}
	ds := p.i
	if p.hasPrefix("0x") || p.hasPrefix("0X") {
		p.i += 2
		hs := p.i
		for p.i < len(p.s) && isHex(p.s[p.i]) {
			p.i++
		}
		if hs == p.i || p.i-hs > 16 {
			p.i = st
			return 0, 0, false, false
		}
		var u uint64 // at most 16 hex digits: no overflow
		for _, c := range p.s[hs:p.i] {
			u = u<<4 | uint64(hexVal[c])
		}
		if neg {
			// llvm-mc evaluates -0x... in 64-bit two's complement
			// (-0xffffffffffffffff is 1)
			return -int64(u), 0, false, true
		}
		return int64(u), 0, false, true
	}
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	if p.i == ds {
		p.i = st
		return 0, 0, false, false
	}
	if p.i < len(p.s) && (p.s[p.i] == '.' || p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		if p.s[p.i] == '.' {
			p.i++
			for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
				p.i++
			}
		}
		if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
			p.i++
			if p.i < len(p.s) && (p.s[p.i] == '-' || p.s[p.i] == '+') {
				p.i++
			}
			es := p.i
			for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
				p.i++
			}
			if es == p.i {
				p.i = st
				return 0, 0, false, false
			}
		}
		f, ok := fastFloat(p.s[st:p.i])
		var err error
		if !ok {
			f, err = strconv.ParseFloat(string(p.s[st:p.i]), 64)
		}
		if err != nil || math.IsInf(f, 0) {
			p.i = st
			return 0, 0, false, false
		}
		return 0, f, true, true
	}
	var u uint64
	for _, c := range p.s[ds:p.i] {
		if u > (math.MaxUint64-9)/10 {
			p.i = st
			return 0, 0, false, false
		}
		u = u*10 + uint64(c-'0')
	}
	if u > math.MaxInt64 {
		p.i = st
		return 0, 0, false, false
	}
	if neg {
		return -int64(u), 0, false, true
	}
	return int64(u), 0, false, true
}

func checkNumber(t *testing.T, tok string, at int) {
	if at > len(tok) {
		return
	}
	p := &lineParser{s: []byte(tok), i: at}
	q := &lineParser{s: []byte(tok), i: at}
	iv, fv, isF, ok := p.number()
	wiv, wfv, wisF, wok := q.numberRef()
	require.Equal(t, wok, ok, "%q at %d", tok, at)
	require.Equal(t, wisF, isF, "%q at %d", tok, at)
	require.Equal(t, wiv, iv, "%q at %d", tok, at)
	require.Equal(t, math.Float64bits(wfv), math.Float64bits(fv), "%q at %d", tok, at)
	require.Equal(t, q.i, p.i, "%q at %d: end", tok, at)
}

// TestNumber holds number to the reference on integers, hex (short, 16
// and 17 digits, signed), floats with and without exponents, overflow at
// int64 and uint64, and cut or malformed tokens, at offsets into the text.
func TestNumber(t *testing.T) {
	toks := []string{"0", "7", "-7", "42,", "0x", "0x1f", "0X1F", "-0x10", "0xffffffffffffffff", "0x10000000000000000", "0xg",
		"9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551615", "18446744073709551616",
		"99999999999999999999", "1.0", "-2.5", "0.5e3", "1e", "1e+", "1e-3", "1E10", "3.", ".5", "-", "--1", "1.5x", "1e400",
		"-1e400", "0.1234567890123456789012345", "12345678901234567890.5", "4.0 v1", "00x1", "0x1.5", "1..2", "x", ""}
	for _, tok := range toks {
		for at := 0; at <= len(tok); at++ {
			checkNumber(t, tok, at)
			checkNumber(t, "v1, "+tok, at+4)
		}
	}
	for _, s := range []string{"1", "12", "123456", strconv.FormatUint(math.MaxUint64, 10)} {
		checkNumber(t, s, 0)
	}
}

func FuzzNumber(f *testing.F) {
	for _, s := range []string{"0x1f", "-2.5e3", "18446744073709551616", "1e", "4.0"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, tok string, at uint8) { checkNumber(t, tok, int(at)) })
}
