package llvm

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/targets/arch"
)

// TestCPUsAgreeWithArch: every -mcpu value of the table is a target of
// package arch that LLVM 19 knows, with the same SM and least PTX ISA
// version (NVPTX) or generation and IEEE bit (AMD), and the data layouts
// are arch's.
func TestCPUsAgreeWithArch(t *testing.T) {
	for _, c := range cpus {
		if c.sm != 0 {
			a, err := arch.LookupPTX(c.name)
			require.NoError(t, err)
			assert.True(t, a.LLVM19, c.name)
			assert.Equal(t, a.SM, c.sm, c.name)
			assert.Equal(t, int(a.MinPTX.Major)*10+int(a.MinPTX.Minor), c.ptx, c.name)
			continue
		}
		a, err := arch.LookupAMD(c.name)
		require.NoError(t, err)
		assert.True(t, a.LLVM19, c.name)
		assert.Equal(t, a.Family, c.gen, c.name)
		assert.Equal(t, a.IEEEBit, c.ieee, c.name)
	}
	assert.Equal(t, arch.LayoutNVPTX, layoutNVPTX)
	assert.Equal(t, arch.LayoutAMDGCN, layoutAMDGCN)
}
