//go:build cuda

package main

import (
	"errors"
	"fmt"

	"github.com/lowerc/lowerc/targets/ptx/conform"
	"github.com/lowerc/lowerc/targets/ptx/conform/cuda"
)

// This file is built with -tags cuda: lowerc conform (without -emulate)
// runs the kernels through the CUDA driver (targets/ptx/conform/cuda, which
// loads libcuda.so.1 through github.com/ebitengine/purego). The default
// build leaves it out (conform_gpu_nocuda.go), because purego links the
// dynamic loader and libc into every lowerc process, ≈1.3 ms of start-up
// CPU that lowerc asm/disasm would pay on every run (BENCHMARKS.md).

// gpuDevice is what conform needs of a driver beyond conform.Device.
type gpuDevice interface {
	conform.Device
	DriverVersion() string
	Close() error
}

// gpuDeviceName is the report's "device" line for a driver run.
const gpuDeviceName = "CUDA driver (" + cuda.Library + ", PTX JIT)"

// openGPU opens the driver library lib ("" for the loader's libcuda.so.1)
// and device 0. The error is the message conform prints (exit 2).
func openGPU(lib string) (gpuDevice, error) {
	d, err := cuda.Open(lib)
	switch {
	case errors.Is(err, cuda.ErrNoLibrary), errors.Is(err, cuda.ErrNoDevice):
		return nil, fmt.Errorf("no GPU: %v (run with -emulate to use the PTX executor instead)", err)
	case err != nil:
		return nil, fmt.Errorf("no usable GPU: %v", err)
	}
	return d, nil
}
