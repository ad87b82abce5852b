; Produced by lowerc (targets/llvm, target llvm nvptx64-nvidia-cuda); opt-19 -passes=verify accepts it and llc-19 -mcpu=sm_70 compiles it (TestGoldenFiles checks both on every run; -update rewrites).
source_filename = "testdata/examples/maximum3.tile"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @maximum3(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %Out) {
bb-entry:
	%0 = load float, ptr addrspace(1) %A
	%1 = getelementptr inbounds float, ptr addrspace(1) %A, i64 1
	%2 = load float, ptr addrspace(1) %1
	%3 = getelementptr inbounds float, ptr addrspace(1) %A, i64 2
	%4 = load float, ptr addrspace(1) %3
	%5 = getelementptr inbounds float, ptr addrspace(1) %A, i64 3
	%6 = load float, ptr addrspace(1) %5
	%7 = load float, ptr addrspace(1) %B
	%8 = getelementptr inbounds float, ptr addrspace(1) %B, i64 1
	%9 = load float, ptr addrspace(1) %8
	%10 = getelementptr inbounds float, ptr addrspace(1) %B, i64 2
	%11 = load float, ptr addrspace(1) %10
	%12 = getelementptr inbounds float, ptr addrspace(1) %B, i64 3
	%13 = load float, ptr addrspace(1) %12
	%14 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %0, float %7)
	%15 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %14, float 0.0)
	%16 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %2, float %9)
	%17 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %16, float 0.0)
	%18 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %4, float %11)
	%19 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %18, float 0.0)
	%20 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %6, float %13)
	%21 = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %20, float 0.0)
	store float %15, ptr addrspace(1) %Out
	%22 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 1
	store float %17, ptr addrspace(1) %22
	%23 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 2
	store float %19, ptr addrspace(1) %23
	%24 = getelementptr inbounds float, ptr addrspace(1) %Out, i64 3
	store float %21, ptr addrspace(1) %24
	ret void
}
