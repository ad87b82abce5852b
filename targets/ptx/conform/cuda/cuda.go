// Package cuda is a small binding of the CUDA driver API (libcuda.so.1)
// without cgo or CUDA headers: github.com/ebitengine/purego opens the
// library and calls cuInit, cuDeviceGet, cuCtxCreate_v2,
// cuModuleLoadDataEx (the driver's PTX JIT), cuModuleGetFunction,
// cuMemAlloc_v2, cuMemcpyHtoD_v2/DtoH_v2, cuLaunchKernel, cuCtxSynchronize
// and cuMemFree_v2 (cuCtxSetCurrent before each call), with cuDriverGetVersion, cuDeviceGetName and
// cuGetErrorName/String for reports and errors. A [Driver] is a
// conform.Device.
//
// Signatures and enum values are the CUDA Driver API reference's
// (docs.nvidia.com/cuda/cuda-driver-api: CUresult, CUjit_option 5/6 for the
// JIT error log).
package cuda

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/lowerc/lowerc/targets/ptx/conform"
)

// Library is the file Open loads.
const Library = "libcuda.so.1"

// ErrNoLibrary and ErrNoDevice say why Open found no usable GPU.
var (
	ErrNoLibrary = errors.New("no CUDA driver library")
	ErrNoDevice  = errors.New("no CUDA device")
)

// CUresult values Open distinguishes.
const (
	cudaSuccess            = 0
	cudaErrorNoDevice      = 100
	cudaErrorInvalidDevice = 101
)

// CUjit_option values.
const (
	jitErrorLogBuffer          = 5
	jitErrorLogBufferSizeBytes = 6
)

type api struct {
	cuInit              func(flags uint32) int32
	cuDriverGetVersion  func(v *int32) int32
	cuDeviceGetCount    func(n *int32) int32
	cuDeviceGet         func(d *int32, ordinal int32) int32
	cuDeviceGetName     func(name *byte, n int32, d int32) int32
	cuCtxCreate         func(ctx *uintptr, flags uint32, d int32) int32
	cuCtxDestroy        func(ctx uintptr) int32
	cuCtxSynchronize    func() int32
	cuCtxSetCurrent     func(ctx uintptr) int32
	cuModuleLoadDataEx  func(mod *uintptr, image *byte, n uint32, opts *int32, vals *uintptr) int32
	cuModuleGetFunction func(fn *uintptr, mod uintptr, name *byte) int32
	cuMemAlloc          func(p *uint64, n uintptr) int32
	cuMemFree           func(p uint64) int32
	cuMemcpyHtoD        func(dst uint64, src unsafe.Pointer, n uintptr) int32
	cuMemcpyDtoH        func(dst unsafe.Pointer, src uint64, n uintptr) int32
	cuLaunchKernel      func(f uintptr, gx, gy, gz, bx, by, bz, shared uint32, stream uintptr, params *unsafe.Pointer, extra *unsafe.Pointer) int32
	cuGetErrorName      func(r int32, s *uintptr) int32
	cuGetErrorString    func(r int32, s *uintptr) int32
}

// A Driver is one context on device 0. Its methods are safe for concurrent
// use (calls are serialized, each on a locked OS thread with the context
// made current, since a context is current to a thread and goroutines
// move between threads).
type Driver struct {
	mu      sync.Mutex
	a       api
	ctx     uintptr
	name    string
	version int32
}

var _ conform.Device = (*Driver)(nil)

// Open loads the driver library (Library, or path when not empty) and
// creates a context on device 0. Without the library the error wraps
// ErrNoLibrary; without a device, ErrNoDevice.
func Open(path string) (d *Driver, err error) {
	if path == "" {
		path = Library
	}
	lib, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return nil, fmt.Errorf("%w: %s cannot be loaded: %v", ErrNoLibrary, path, err)
	}
	d = &Driver{}
	// A context is current to an OS thread; every call sets it again.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	// RegisterLibFunc panics on a missing symbol: turn that into an error.
	defer func() {
		if r := recover(); r != nil {
			d, err = nil, fmt.Errorf("%w: %s lacks a driver entry point: %v", ErrNoLibrary, path, r)
		}
	}()
	a := &d.a
	for _, s := range []struct {
		fn   any
		name string
	}{
		{&a.cuInit, "cuInit"}, {&a.cuDriverGetVersion, "cuDriverGetVersion"},
		{&a.cuDeviceGetCount, "cuDeviceGetCount"}, {&a.cuDeviceGet, "cuDeviceGet"},
		{&a.cuDeviceGetName, "cuDeviceGetName"}, {&a.cuCtxCreate, "cuCtxCreate_v2"},
		{&a.cuCtxDestroy, "cuCtxDestroy_v2"}, {&a.cuCtxSynchronize, "cuCtxSynchronize"},
		{&a.cuCtxSetCurrent, "cuCtxSetCurrent"},
		{&a.cuModuleLoadDataEx, "cuModuleLoadDataEx"}, {&a.cuModuleGetFunction, "cuModuleGetFunction"},
		{&a.cuMemAlloc, "cuMemAlloc_v2"}, {&a.cuMemFree, "cuMemFree_v2"},
		{&a.cuMemcpyHtoD, "cuMemcpyHtoD_v2"}, {&a.cuMemcpyDtoH, "cuMemcpyDtoH_v2"},
		{&a.cuLaunchKernel, "cuLaunchKernel"},
		{&a.cuGetErrorName, "cuGetErrorName"}, {&a.cuGetErrorString, "cuGetErrorString"},
	} {
		purego.RegisterLibFunc(s.fn, lib, s.name)
	}
	if r := a.cuDriverGetVersion(&d.version); r != cudaSuccess {
		return nil, d.err("cuDriverGetVersion", r)
	}
	if r := a.cuInit(0); r != cudaSuccess {
		if r == cudaErrorNoDevice {
			return nil, fmt.Errorf("%w: %v (driver %s)", ErrNoDevice, d.err("cuInit", r), d.DriverVersion())
		}
		return nil, d.err("cuInit", r)
	}
	var n int32
	if r := a.cuDeviceGetCount(&n); r != cudaSuccess {
		return nil, d.err("cuDeviceGetCount", r)
	}
	if n == 0 {
		return nil, fmt.Errorf("%w: the driver (%s) sees no device", ErrNoDevice, d.DriverVersion())
	}
	var dev int32
	if r := a.cuDeviceGet(&dev, 0); r != cudaSuccess {
		if r == cudaErrorInvalidDevice || r == cudaErrorNoDevice {
			return nil, fmt.Errorf("%w: %v", ErrNoDevice, d.err("cuDeviceGet", r))
		}
		return nil, d.err("cuDeviceGet", r)
	}
	var name [256]byte
	if r := a.cuDeviceGetName(&name[0], int32(len(name)), dev); r != cudaSuccess {
		return nil, d.err("cuDeviceGetName", r)
	}
	d.name = cString(name[:])
	if r := a.cuCtxCreate(&d.ctx, 0, dev); r != cudaSuccess {
		return nil, d.err("cuCtxCreate_v2", r)
	}
	return d, nil
}

func cString(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

// goString reads a NUL-terminated string the driver owns.
func goString(p uintptr) string {
	if p == 0 {
		return ""
	}
	var b []byte
	for i := uintptr(0); i < 4096; i++ {
		c := *(*byte)(unsafe.Add(unsafe.Pointer(nil), p+i))
		if c == 0 {
			break
		}
		b = append(b, c)
	}
	return string(b)
}

// err describes a failed call: "cuInit: CUDA_ERROR_NO_DEVICE (100): no
// CUDA-capable device is detected".
func (d *Driver) err(call string, r int32) error {
	var name, desc uintptr
	d.a.cuGetErrorName(r, &name)
	d.a.cuGetErrorString(r, &desc)
	n, s := goString(name), goString(desc)
	if n == "" {
		n = "CUresult"
	}
	if s != "" {
		s = ": " + s
	}
	return fmt.Errorf("%s: %s (%d)%s", call, n, r, s)
}

// Name implements conform.Device: the GPU's name.
func (d *Driver) Name() string { return d.name }

// DriverVersion returns the driver's CUDA version, "12.4".
func (d *Driver) DriverVersion() string {
	return fmt.Sprintf("%d.%d", d.version/1000, d.version%1000/10)
}

// Close destroys the context.
func (d *Driver) Close() error {
	if err := d.enter(); err != nil {
		return err
	}
	defer d.leave()
	r := d.a.cuCtxDestroy(d.ctx)
	d.ctx = 0
	if r != cudaSuccess {
		return d.err("cuCtxDestroy_v2", r)
	}
	return nil
}

// enter takes the lock, locks the OS thread and makes the context current.
func (d *Driver) enter() error {
	d.mu.Lock()
	runtime.LockOSThread()
	if d.ctx == 0 {
		d.leave()
		return errors.New("the CUDA context is closed")
	}
	if r := d.a.cuCtxSetCurrent(d.ctx); r != cudaSuccess {
		err := d.err("cuCtxSetCurrent", r)
		d.leave()
		return err
	}
	return nil
}

func (d *Driver) leave() {
	runtime.UnlockOSThread()
	d.mu.Unlock()
}

type function struct {
	d  *Driver
	fn uintptr
}

// Load implements conform.Device: the driver JIT-compiles the PTX module.
func (d *Driver) Load(file string, src []byte, entry string) (conform.Func, error) {
	if err := d.enter(); err != nil {
		return nil, err
	}
	defer d.leave()
	image := append(append([]byte(nil), src...), 0)
	log := make([]byte, 8192)
	opts := []int32{jitErrorLogBuffer, jitErrorLogBufferSizeBytes}
	vals := []uintptr{uintptr(unsafe.Pointer(&log[0])), uintptr(len(log))}
	var mod uintptr
	r := d.a.cuModuleLoadDataEx(&mod, &image[0], uint32(len(opts)), &opts[0], &vals[0])
	runtime.KeepAlive(log)
	if r != cudaSuccess {
		return nil, fmt.Errorf("%s: %v\n%s", file, d.err("cuModuleLoadDataEx", r), cString(log))
	}
	name := append([]byte(entry), 0)
	var fn uintptr
	if r := d.a.cuModuleGetFunction(&fn, mod, &name[0]); r != cudaSuccess {
		return nil, fmt.Errorf("%s: %v", file, d.err("cuModuleGetFunction "+entry, r))
	}
	return &function{d, fn}, nil
}

// Launch implements conform.Func: buffers are allocated and copied in
// (outputs are not),
// the kernel runs, the context is synchronized and the buffers copied back
// and freed.
func (f *function) Launch(grid, block int, args []conform.Arg) (err error) {
	d := f.d
	if err := d.enter(); err != nil {
		return err
	}
	defer d.leave()
	if grid < 1 || block < 1 || grid > 1<<31-1 || block > 1024 {
		return fmt.Errorf("launch of %d × %d threads is outside the device's limits", grid, block)
	}
	var ptrs []uint64
	defer func() {
		for _, p := range ptrs {
			if r := d.a.cuMemFree(p); r != cudaSuccess && err == nil {
				err = d.err("cuMemFree_v2", r)
			}
		}
	}()
	params := make([]unsafe.Pointer, len(args))
	for i, a := range args {
		if !a.IsBuffer() {
			switch a.Size {
			case 4:
				v := new(uint32)
				*v = uint32(a.Value)
				params[i] = unsafe.Pointer(v)
			case 8:
				v := new(uint64)
				*v = a.Value
				params[i] = unsafe.Pointer(v)
			default:
				return fmt.Errorf("argument %d: a scalar of %d bytes (want 4 or 8)", i, a.Size)
			}
			continue
		}
		var p uint64
		if r := d.a.cuMemAlloc(&p, uintptr(max(len(a.Buf), 1))); r != cudaSuccess {
			return d.err("cuMemAlloc_v2", r)
		}
		ptrs = append(ptrs, p)
		if len(a.Buf) > 0 && !a.Output {
			if r := d.a.cuMemcpyHtoD(p, unsafe.Pointer(&a.Buf[0]), uintptr(len(a.Buf))); r != cudaSuccess {
				return d.err("cuMemcpyHtoD_v2", r)
			}
		}
		v := new(uint64)
		*v = p
		params[i] = unsafe.Pointer(v)
	}
	var pp *unsafe.Pointer
	if len(params) > 0 {
		pp = &params[0]
	}
	if r := d.a.cuLaunchKernel(f.fn, uint32(grid), 1, 1, uint32(block), 1, 1, 0, 0, pp, nil); r != cudaSuccess {
		return d.err("cuLaunchKernel", r)
	}
	runtime.KeepAlive(params)
	if r := d.a.cuCtxSynchronize(); r != cudaSuccess {
		return d.err("cuCtxSynchronize", r)
	}
	k := 0
	for _, a := range args {
		if !a.IsBuffer() {
			continue
		}
		if len(a.Buf) > 0 {
			if r := d.a.cuMemcpyDtoH(unsafe.Pointer(&a.Buf[0]), ptrs[k], uintptr(len(a.Buf))); r != cudaSuccess {
				return d.err("cuMemcpyDtoH_v2", r)
			}
		}
		k++
	}
	return nil
}
