// Package npy moves kernel parameters between NumPy .npy files and the
// global memory the executors run on, through codeberg.org/sbinet/npyio.
//
// Each tile element type has one NumPy dtype (little- or big-endian on
// input; lowerc writes little-endian):
//
//	f16 → float16   f32 → float32   f64 → float64
//	s16 → int16     s32 → int32     s64 → int64
//	u16 → uint16    u32 → uint32    u64 → uint64
//	bf16 → uint16 (the bf16 bits: NumPy has no bfloat16)
//	f16x2, bf16x2, s16x2, u16x2 → uint32 (the packed container: lane 0 in
//	the low half), f32x2 → uint64 (lane 0 in the low word)
//	b16, b32, b64 → uint16, uint32, uint64
//
// An array's shape must be the parameter's shape exactly (the register axis
// included: f32[4,1] is shape (4, 1)); elements are in C order, and the
// parameter's layout places them in memory. Fortran-order arrays are
// refused. Decode checks the whole file before it returns anything and
// reads the data with npyio; Encode writes the array in C order with a
// NumPy 1.0 header padded to 64 bytes, as numpy.save does (npyio gives the
// dtype's descr; its element-by-element writer is too slow for 10^6
// elements, so the raw little-endian data is copied directly).
package npy
