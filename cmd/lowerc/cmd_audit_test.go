package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// TestCompileAuditPipe: lowerc compile -target llvm … | lowerc audit - reads
// the IR from stdin. lowerc's kernels work on memory, which the interpreter
// does not model, so each is reported unsupported with its position (the
// tile op ⊇ IR step is not implemented).
func TestCompileAuditPipe(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	var ir, errb bytes.Buffer
	code := run([]string{"compile", "-target", "llvm", "-triple", "amdgcn-amd-amdhsa", "-mcpu", "gfx942", "../../testdata/examples/maximum3.tile"}, &ir, &errb)
	require.Equal(t, 0, code, errb.String())
	old := stdin
	defer func() { stdin = old }()
	stdin = bytes.NewReader(ir.Bytes())
	var out bytes.Buffer
	errb.Reset()
	code = run([]string{"audit", "-triple", "amdgcn-amd-amdhsa", "-mcpu", "gfx942", "-random", "10", "-"}, &out, &errb)
	assert.Equal(t, 1, code, errb.String())
	assert.Regexp(t, `@maximum3: unsupported: IR: <stdin>:\d+:\d+: unsupported instruction "load"`, out.String())
}
