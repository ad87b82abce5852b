//go:build !cuda

package main

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestConformWithoutDriver: a default build (no -tags cuda) has no CUDA
// driver binding; conform without -emulate says so and how to rebuild,
// exits 2 and writes no report, even where a driver library is named.
func TestConformWithoutDriver(t *testing.T) {
	dir := t.TempDir()
	report := filepath.Join(dir, "report.txt")
	t.Setenv(libcudaEnv, filepath.Join(dir, "libcuda.so.1"))
	var stdout, stderr bytes.Buffer
	code := run([]string{"conform", "-target", "ptx:sm_90", "-forms", "max.f64", "-o", report}, &stdout, &stderr)
	assert.Equal(t, 2, code)
	assert.Equal(t, "lowerc conform: this lowerc was built without the CUDA driver binding: "+
		"rebuild it with `go build -tags cuda ./cmd/lowerc` (scripts/conform-device.sh does), "+
		"or run with -emulate to use the PTX executor instead\n", stderr.String())
	assert.Empty(t, stdout.String())
	assert.NoFileExists(t, report)
}
