//go:build !cuda

package main

import (
	"errors"

	"github.com/lowerc/lowerc/targets/ptx/conform"
)

// The default build has no CUDA driver binding (see conform_gpu_cuda.go):
// lowerc conform runs only with -emulate, and without it says how to get a
// binary that reaches the GPU.

type gpuDevice interface {
	conform.Device
	DriverVersion() string
	Close() error
}

const gpuDeviceName = ""

// errNoDriverBuild is what conform without -emulate reports (exit 2).
var errNoDriverBuild = errors.New("this lowerc was built without the CUDA driver binding: " +
	"rebuild it with `go build -tags cuda ./cmd/lowerc` (scripts/conform-device.sh does), " +
	"or run with -emulate to use the PTX executor instead")

func openGPU(string) (gpuDevice, error) { return nil, errNoDriverBuild }
