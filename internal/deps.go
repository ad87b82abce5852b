//go:build tools

// Package internal pins the modules the next steps use (testify for test
// assertions, npyio for NumPy files, msgpack for AMDGPU metadata notes,
// purego for CUDA driver calls without cgo) so go.mod lists them once.
package internal

import (
	_ "codeberg.org/sbinet/npyio"
	_ "github.com/ebitengine/purego"
	_ "github.com/stretchr/testify/assert"
	_ "github.com/vmihailenco/msgpack/v5"
)
