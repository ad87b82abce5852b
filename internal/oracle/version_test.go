package oracle

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseVersion(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Debian LLVM version 19.1.7\n  Optimized build.\n", "19.1.7"},
		{"Ubuntu LLVM version 22.1.0\n", "22.1.0"},
		{"ptxas: NVIDIA (R) Ptx optimizing assembler\nCuda compilation tools, release 11.8, V11.8.89\n", "V11.8.89"},
		{"gcc (Debian 12.2.0-14+deb12u1) 12.2.0\nCopyright (C) 2022\n", "gcc (Debian 12.2.0-14+deb12u1) 12.2.0"},
		{"Debian LLD 19.1.7 (compatible with GNU linkers)\n", "19.1.7"},
		{"", "unknown"},
	} {
		assert.Equal(t, c.want, parseVersion(c.text), c.text)
	}
}

// TestVersionOfLLVM runs the real tool: its version is the one Debian's
// package names (19.x).
func TestVersionOfLLVM(t *testing.T) {
	p := Require(t, LLVMMC)
	v, err := Version(p)
	require.NoError(t, err)
	assert.Regexp(t, `^19\.\d+\.\d+$`, v)
}

// TestVersionOfLLD: ld.lld-19 is Debian's lld-19 (19.x).
func TestVersionOfLLD(t *testing.T) {
	p := Require(t, LLD)
	v, err := Version(p)
	require.NoError(t, err)
	assert.Regexp(t, `^19\.\d+\.\d+$`, v)
}
