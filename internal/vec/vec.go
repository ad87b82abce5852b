package vec

import (
	"sync"
	"unsafe"
)

// EqualUnder reports whether v[i]&m == x&m for every value of v: a look at
// the first eight (a column that differs usually does so at once), then
// eight values a step with no branch per value (the second four against
// the first, the first four against x).
func EqualUnder(v []uint64, x, m uint64) bool {
	for _, y := range v[:min(len(v), 8)] {
		if (y^x)&m != 0 {
			return false
		}
	}
	var d0, d1, d2, d3 uint64
	i := 0
	for ; i+8 <= len(v); i += 8 {
		q := v[i : i+8 : i+8]
		d0 |= (q[0] ^ q[4]) | (q[0] ^ x)
		d1 |= (q[1] ^ q[5]) | (q[1] ^ x)
		d2 |= (q[2] ^ q[6]) | (q[2] ^ x)
		d3 |= (q[3] ^ q[7]) | (q[3] ^ x)
	}
	for ; i < len(v); i++ {
		d0 |= v[i] ^ x
	}
	return (d0|d1|d2|d3)&m == 0
}

// Equal reports whether every value of v is x: a long column after the
// first look at eight as one byte compare of v[1:] with v[:len(v)-1] (the
// runtime's vectorized compare: every value equals the one before it).
func Equal(v []uint64, x uint64) bool {
	if len(v) < 64 {
		return EqualUnder(v, x, ^uint64(0))
	}
	for _, y := range v[:8] {
		if y != x {
			return false
		}
	}
	return string(asBytes(v[1:])) == string(asBytes(v[:len(v)-1]))
}

// Uniform reports whether every value of v is v[0] (true for no values).
func Uniform(v []uint64) bool { return len(v) == 0 || Equal(v, v[0]) }

// Uniform32 reports whether every value of v is v[0] (true for no
// values): Uniform for 32-bit values, one byte compare of v[1:] with
// v[:len(v)-1].
func Uniform32(v []uint32) bool {
	if len(v) < 2 {
		return true
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(v))), 4*len(v))
	return string(b[4:]) == string(b[:len(b)-4])
}

// Fill32 sets every value of v to x, eight a step.
func Fill32(v []uint32, x uint32) {
	i := 0
	for ; i+8 <= len(v); i += 8 {
		d := v[i : i+8 : i+8]
		d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7] = x, x, x, x, x, x, x, x
	}
	for ; i < len(v); i++ {
		v[i] = x
	}
}

// Fits reports whether every value of v is within mask (has no bit
// outside it).
func Fits(v []uint64, mask uint64) bool { return mask == ^uint64(0) || EqualUnder(v, 0, ^mask) }

// AndInto sets dst[i] to src[i]&m for every value of src (len(dst) ≥
// len(src)), four a step.
func AndInto(dst, src []uint64, m uint64) {
	dst = dst[:len(src)]
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s, d := src[i:i+4:i+4], dst[i:i+4:i+4]
		d[0], d[1], d[2], d[3] = s[0]&m, s[1]&m, s[2]&m, s[3]&m
	}
	for ; i < len(src); i++ {
		dst[i] = src[i] & m
	}
}

// NextDiff returns the first index i ≥ from where a[i] != b[i]
// (len(b) ≥ len(a)), or len(a): blocks of 256 values compared as bytes
// (the runtime's vectorized compare), then value by value in the block
// that differs.
func NextDiff(a, b []uint64, from int) int {
	const blk = 256
	i := from
	for i+blk <= len(a) {
		if string(asBytes(a[i:i+blk])) != string(asBytes(b[i:i+blk])) {
			break
		}
		i += blk
	}
	for ; i < len(a); i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return len(a)
}

// asBytes is v's memory as bytes (read only).
func asBytes(v []uint64) []byte {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(v))), 8*len(v))
}

// iota16 is 0 … 65535, built on first use (never written).
var iota16 = sync.OnceValue(func() []uint64 {
	t := make([]uint64, 1<<16)
	for i := range t {
		t[i] = uint64(i)
	}
	return t
})

// Iota16 returns the values 0 … 65535 in order: shared, read only.
func Iota16() []uint64 { return iota16() }

// Seq16 reports whether v holds v[0], v[0]+1, … with every value below
// 2^16 (false for no values): one compare of its bytes with Iota16's.
func Seq16(v []uint64) bool {
	if len(v) == 0 || v[0] >= 1<<16 || v[0]+uint64(len(v)) > 1<<16 {
		return false
	}
	return string(asBytes(v)) == string(asBytes(iota16()[v[0]:v[0]+uint64(len(v))]))
}
