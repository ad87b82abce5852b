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
