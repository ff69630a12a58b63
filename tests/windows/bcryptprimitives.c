/*
 * A test-only stand-in for Windows 10's bcryptprimitives.dll, which Rust's
 * std imports ProcessPrng from and Debian's wine 8 lacks. It draws from
 * advapi32's RtlGenRandom (SystemFunction036). Built by
 * scripts/cross-test.sh beside the test programs; never shipped.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
