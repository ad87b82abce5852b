package vec

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPasses: each pass agrees with a value-by-value loop, for every
// length up to a few steps and a difference at every position (the first
// eight, either half of a step, the tail), under masks that do and do not
// hide it.
func TestPasses(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for n := 0; n <= 40; n++ {
		for pos := -1; pos < n; pos++ {
			for _, m := range []uint64{^uint64(0), 0xffff, 0xff00} {
				x := uint64(r.Uint32()) & 0xffff
				v := make([]uint64, n)
				for i := range v {
					v[i] = x
				}
				if pos >= 0 {
					v[pos] ^= 1 << uint(r.IntN(16))
				}
				want := true
				for _, y := range v {
					if (y^x)&m != 0 {
						want = false
					}
				}
				assert.Equal(t, want, EqualUnder(v, x, m), "n %d, pos %d, m %#x", n, pos, m)
				wantFit := true
				for _, y := range v {
					if y&^m != 0 {
						wantFit = false
					}
				}
				assert.Equal(t, wantFit, Fits(v, m), "fits: n %d, pos %d, m %#x", n, pos, m)
			}
		}
	}
	assert.True(t, Uniform(nil))
	assert.True(t, Uniform([]uint64{5, 5, 5, 5, 5, 5, 5, 5, 5}))
	assert.False(t, Uniform([]uint64{5, 5, 5, 5, 5, 5, 5, 5, 4}))
	assert.True(t, Equal([]uint64{3, 3}, 3))
	assert.False(t, Equal([]uint64{3, 3 | 1<<40}, 3))
}

// TestNextDiff: the first difference at or after from, for a difference
// at every position of lengths around the compare's block (before, in
// and after a block, in the tail), several differences, none.
func TestNextDiff(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 7, 255, 256, 257, 600} {
		a := make([]uint64, n)
		for i := range a {
			a[i] = r.Uint64()
		}
		for pos := -1; pos < n; pos++ {
			b := append([]uint64(nil), a...)
			if pos >= 0 {
				b[pos] ^= 1 << uint(r.IntN(64))
			}
			if pos+300 < n {
				b[pos+300] ^= 1 // a second difference, a block later
			}
			for _, from := range []int{0, pos, pos + 1, n} {
				if from < 0 || from > n {
					continue
				}
				want := n
				for i := from; i < n; i++ {
					if a[i] != b[i] {
						want = i
						break
					}
				}
				assert.Equal(t, want, NextDiff(a, b, from), "n %d, difference at %d, from %d", n, pos, from)
			}
		}
	}
}

// FuzzNextDiff: NextDiff against a value-by-value search.
func FuzzNextDiff(f *testing.F) {
	f.Add([]byte{1, 2, 3}, uint16(1), uint16(300), uint16(0))
	f.Fuzz(func(t *testing.T, data []byte, n, pos, from uint16) {
		k := int(n % 1200)
		a, b := make([]uint64, k), make([]uint64, k)
		for i := range a {
			if len(data) > 0 {
				a[i] = uint64(data[i%len(data)])
			}
			b[i] = a[i]
		}
		if int(pos) < k {
			b[pos] ^= 0x8000
		}
		fr := int(from) % (k + 1)
		want := k
		for i := fr; i < k; i++ {
			if a[i] != b[i] {
				want = i
				break
			}
		}
		if got := NextDiff(a, b, fr); got != want {
			t.Fatalf("n %d, difference at %d, from %d: %d, want %d", k, pos, fr, got, want)
		}
	})
}

// TestAndInto and TestSeq16: the passes against value-by-value loops.
func TestAndInto(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for n := 0; n <= 11; n++ {
		src, dst := make([]uint64, n), make([]uint64, n+1)
		for i := range src {
			src[i] = r.Uint64()
		}
		dst[n] = 77
		AndInto(dst, src, 0xffff)
		for i, v := range src {
			assert.Equal(t, v&0xffff, dst[i], "n %d, value %d", n, i)
		}
		assert.EqualValues(t, 77, dst[n], "n %d: nothing past len(src) written", n)
	}
}

func TestSeq16(t *testing.T) {
	seq := func(first uint64, n int) []uint64 {
		v := make([]uint64, n)
		for i := range v {
			v[i] = first + uint64(i)
		}
		return v
	}
	broken := seq(100, 300)
	broken[299]++
	for _, tt := range []struct {
		v    []uint64
		want bool
	}{
		{nil, false},
		{seq(0, 1), true},
		{seq(7, 300), true},
		{seq(1<<16-5, 5), true},
		{seq(1<<16-5, 6), false}, // the last value has 17 bits
		{seq(1<<16, 2), false},
		{seq(^uint64(0), 1), false},
		{broken, false},
		{[]uint64{3, 3}, false},
	} {
		assert.Equal(t, tt.want, Seq16(tt.v), "%d values from %#x", len(tt.v), tt.v)
	}
	assert.Equal(t, seq(0, 1<<16), Iota16())
}

// TestEqualLong: Equal of long columns (the byte compare) against a
// value-by-value loop: one difference at every position, in either half
// of a word, and columns that are uniform but not x.
func TestEqualLong(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, n := range []int{63, 64, 65, 200, 4096} {
		x := r.Uint64()
		v := make([]uint64, n)
		for pos := -1; pos < n; pos += 1 + pos/8 {
			for i := range v {
				v[i] = x
			}
			if pos >= 0 {
				v[pos] ^= 1 << uint(r.IntN(64))
			}
			assert.Equal(t, pos < 0, Equal(v, x), "n %d, difference at %d", n, pos)
		}
		for i := range v {
			v[i] = x + 1
		}
		assert.False(t, Equal(v, x), "n %d: uniform, not x", n)
		assert.True(t, Uniform(v), "n %d", n)
	}
}

// TestUniform32Fill32: Uniform32 finds a difference at every position of
// every length up to a few steps (any bit of a value, the first and the
// last value included), and Fill32 sets every value, the tail included.
func TestUniform32Fill32(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for n := 0; n <= 40; n++ {
		v := make([]uint32, n)
		x := r.Uint32()
		Fill32(v, x)
		for i, y := range v {
			assert.Equal(t, x, y, "Fill32: n %d, value %d", n, i)
		}
		assert.True(t, Uniform32(v), "n %d", n)
		for pos := range n {
			v[pos] ^= 1 << r.IntN(32)
			assert.Equal(t, n == 1, Uniform32(v), "n %d, difference at %d", n, pos)
			v[pos] = x
		}
	}
}
