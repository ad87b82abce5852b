package semantics

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/targets/arch"
)

// TestAMDTargetsAgreeWithArch: the AMD targets the models cover are package
// arch's generations, in order, with the same encoding family.
func TestAMDTargetsAgreeWithArch(t *testing.T) {
	want := arch.AMDTargets()
	require.Len(t, amdTargets, len(want))
	for i, tg := range amdTargets {
		assert.Equal(t, want[i].Name, tg.name)
		assert.Equal(t, want[i].Family, tg.gen, tg.name)
	}
}
