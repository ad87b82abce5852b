package llvm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNewerCPUHint: the CPUs a later LLVM knows get a hint (llc-19 -mcpu=help
// lists sm_20 … sm_90a and no gfx950; llc-22 lists sm_100 and later and
// gfx950); others get none.
func TestNewerCPUHint(t *testing.T) {
	for _, name := range []string{"sm_100", "sm_100a", "sm_101", "sm_120", "sm_120a"} {
		assert.Equal(t, " (LLVM 19, the version lowerc emits for, knows NVPTX CPUs up to sm_90a; "+name+
			" came with a later LLVM; use -target ptx -arch "+name+" for PTX that ptxas takes)", newerCPUHint(name), name)
	}
	assert.Equal(t, " (LLVM 19, the version lowerc emits for, does not know gfx950)", newerCPUHint("gfx950"))
	for _, name := range []string{"sm_90a", "sm_89", "sm_9", "sm_0100", "sm_", "sm_100b", "gfx942", "gfx940", "gfx1201", "xx", ""} {
		assert.Empty(t, newerCPUHint(name), name)
	}
}
