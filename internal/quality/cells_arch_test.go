package quality

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestArchLists: the measured targets, as the matrix has always had them
// (sm_70 … sm_90: the PTX ISA ≤ 7.8 that CUDA 11.8's ptxas reads).
func TestArchLists(t *testing.T) {
	assert.Equal(t, []string{"sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"}, PTXArchs)
	assert.Equal(t, []string{"gfx908", "gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1100", "gfx1150", "gfx1200", "gfx1201"}, AMDArches)
}
