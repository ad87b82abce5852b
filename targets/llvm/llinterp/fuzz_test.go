package llinterp

import "testing"

// FuzzParse: any input parses or gives an error, never a panic; a parsed
// function evaluates (a kernel launches, on 16-byte buffers) or gives an
// error, never a panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		fn1("float", "%r = call float @llvm.maxnum.f32(float %a, float %b)\nret float %r"),
		fn1("<2 x half>", "%r = call nsz <2 x half> @llvm.minimum.v2f16(<2 x half> %a, <2 x half> splat (half 0xH3C00))\nret <2 x half> %r"),
		fn1("double", "%k = fcmp ult double %a, 0x7FF8000000000000\n%r = select nnan i1 %k, double %b, double %c\nret double %r"),
		fn1("bfloat", "%x = fpext bfloat %a to float\n%i = bitcast float %x to i32\n%j = lshr exact i32 %i, 16\n%t = trunc nuw i32 %j to i16\n%r = bitcast i16 %t to bfloat\nret bfloat %r"),
		fn1("half", "%k = call i1 @llvm.is.fpclass.f16(half %a, i32 516)\n%r = select i1 %k, half %b, half poison\nret half %r"),
		"define float @f(float %a) #0 {\n  %r = call float @llvm.canonicalize.f32(float %a)\n  ret float %r\n}\nattributes #0 = { \"denormal-fp-math\"=\"dynamic\" }",
		"define <2 x float> @v(<2 x float> %a) {\n%e = extractelement <2 x float> %a, i32 1\n%r = insertelement <2 x float> %a, float %e, i64 0\nret <2 x float> %r\n}",
		"define ptx_kernel void @k(ptr addrspace(1) %A, i1 %p) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %i = zext i32 %t to i64\n  %q = getelementptr inbounds float, ptr addrspace(1) %A, i64 %i\n  %x = load float, ptr addrspace(1) %q, align 4\n  br i1 %p, label %a, label %b\na:\n  %m = call float @llvm.maxnum.f32(float %x, float 0.0)\n  br label %b\nb:\n  %r = phi float [ %m, %a ], [ %x, %entry ]\n  store float %r, ptr addrspace(1) %q\n  ret void\n}",
		"define amdgpu_kernel void @k(float addrspace(1)* %A) {\n  %x = load <2 x half>, float addrspace(1)* %A\n  %y = call i32 asm \"v_max_f32 $0, $1, $2\", \"=v,v,v\"(i32 1, i32 2)\n  %z = udiv i32 %y, 0\n  store <2 x half> %x, float addrspace(1)* %A\n  ret void\n}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		for _, fn := range m.Funcs {
			args := make([]uint64, len(fn.Params))
			mem := NewMemory()
			kargs := make([]KernelArg, len(fn.Params))
			for i := range args {
				args[i] = 0x7f800001 * uint64(i+1)
				args[i] &= fn.Params[i].Type.laneMask()
				kargs[i].Bits = args[i]
				if fn.Params[i].Type.Kind == Ptr {
					kargs[i].Bits = mem.Add(make([]byte, 16))
				}
			}
			_, _ = fn.Eval(args)
			_ = fn.Launch(Dim3{1, 1, 1}, Dim3{2, 1, 1}, kargs, mem)
		}
	})
}
