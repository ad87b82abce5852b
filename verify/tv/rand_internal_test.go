package tv

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics"
)

// TestRandSrcEqualsRandomValue: the sampled sweep's precomputed generator
// draws exactly randomValue's sequence (the reports' inputs depend on it).
func TestRandSrcEqualsRandomValue(t *testing.T) {
	for _, ty := range []semantics.Type{semantics.F16, semantics.BF16, semantics.F32, semantics.F64, semantics.S16, semantics.S32, semantics.U32} {
		t.Run(ty.String(), func(t *testing.T) {
			grid := semantics.Grid(ty)
			s := newRandSrc(ty, grid)
			r1 := splitmix{state: 0x1234 ^ uint64(ty)}
			r2 := r1
			for i := range 100000 {
				want := randomValue(ty, grid, &r1)
				require.Equal(t, want, s.value(&r2), "draw %d", i)
			}
		})
	}
}
