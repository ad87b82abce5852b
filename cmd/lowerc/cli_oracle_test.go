package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// TestCaretLayoutMatchesLLVMMC: for bad lines with spaces and tabs before
// and inside the instruction, lowerc asm prints the same position, source
// line and caret line as llvm-mc-19 (the messages themselves differ, so
// only the position and the two lines under it are compared).
func TestCaretLayoutMatchesLLVMMC(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	defer func() { stdin = os.Stdin }()
	for _, src := range []string{
		"v_frob v1, v2\n",
		"  v_frob v1, v2\n",
		"\tv_frob v1, v2\n",
		"v_max_f32 v1, v2, v3\n \t v_frob v1\n",
		"\t\tv_frob\tv1, v2\n",
	} {
		cmd := exec.Command(mc, "-arch=amdgcn", "-mcpu=gfx942")
		cmd.Stdin = strings.NewReader(src)
		var mcErr bytes.Buffer
		cmd.Stderr = &mcErr
		require.Error(t, cmd.Run(), "llvm-mc accepts %q", src)
		var stdout, stderr bytes.Buffer
		stdin = strings.NewReader(src)
		code := run([]string{"asm", "-mcpu", "gfx942"}, &stdout, &stderr)
		require.Equal(t, 1, code, "%q", src)
		want, got := strings.Split(mcErr.String(), "\n"), strings.Split(stderr.String(), "\n")
		require.GreaterOrEqual(t, len(want), 3, mcErr.String())
		require.GreaterOrEqual(t, len(got), 3, stderr.String())
		pos := func(l string) string { p, _, _ := strings.Cut(l, ": error: "); return p }
		assert.Equal(t, pos(want[0]), pos(got[0]), "%q", src)
		assert.Equal(t, want[1:3], got[1:3], "%q", src)
	}
}
